package org.repsim.experiments.models;

import java.util.List;
import org.repsim.experiments.spec.schema.ObjectSchema;

/** Binding of the Unreal replication model (placeholder until org.repsim.models.unreal lands). */
public final class UnrealBinding implements ModelBinding {
    @Override
    public String id() {
        return "unreal";
    }

    @Override
    public String summary() {
        return "Unreal Engine server replication (push model, skip, dormancy)";
    }

    @Override
    public ObjectSchema scenarioSchema() {
        return new ObjectSchema("", List.of());
    }

    @Override
    public List<MetricInfo> metrics() {
        return List.of();
    }

    @Override
    public List<String> keyMetrics() {
        return List.of();
    }

    @Override
    public String defaultProfile() {
        return "ue58-editor";
    }

    @Override
    public List<String> profileNames() {
        return List.of();
    }

    @Override
    public PreparedCell prepare(CellInput input) throws BindingException {
        throw new BindingException("model", "the unreal model is not available yet");
    }
}
