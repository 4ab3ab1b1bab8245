package org.repsim.engine.param;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a record-typed component whose own {@link Param} keys sit directly in the enclosing
 * mapping (no nested key of its own): e.g. a clustered-drop shape's {@code drops} beside the
 * spawn {@code distribution} that selects it.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.RECORD_COMPONENT)
public @interface Inline {
}
