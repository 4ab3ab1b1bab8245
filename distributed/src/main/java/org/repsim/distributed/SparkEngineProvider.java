package org.repsim.distributed;

import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.repsim.experiments.runner.ExecutionEngine;

/**
 * {@code repsim run --engine spark}: found through {@link java.util.ServiceLoader}
 * (META-INF/services) when this module is on the class path. The master is {@code --master},
 * else the one spark-submit set, else {@code local[*]}; attempts per task are
 * {@code --max-attempts}, else the master's or {@code spark.task.maxFailures}, else 4. With a
 * cluster master and no {@code spark.jars}, the jar named by the system property
 * {@value #SHADED_JAR} goes to the executors.
 */
public final class SparkEngineProvider implements ExecutionEngine.Provider {
    static final String NAME = "spark";
    private static final int DEFAULT_ATTEMPTS = 4;
    /** System property: the path of repsim-spark.jar (set by ./repsim). */
    static final String SHADED_JAR = "repsim.spark.jar";
    /** local, local[N], local[*] and local[N,F] / local[*,F] (F = attempts: local mode's only retry setting). */
    private static final Pattern LOCAL = Pattern.compile("local(?:\\[(\\d+|\\*)(?:,\\s*(\\d+))?])?");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public ExecutionEngine open(ExecutionEngine.Settings settings, Consumer<String> notes) {
        SparkConf conf = new SparkConf().setAppName("repsim run");   // also reads spark-submit's spark.* properties
        String master = settings.master() != null ? settings.master() : conf.get("spark.master", "local[*]");
        Matcher local = LOCAL.matcher(master.trim());
        int attempts;
        if (local.matches()) {
            String threads = local.group(1) == null ? "1" : local.group(1);
            Integer inMaster = local.group(2) == null ? null : Integer.valueOf(local.group(2));
            if (inMaster != null && settings.maxAttempts() != null && !inMaster.equals(settings.maxAttempts())) {
                throw new IllegalArgumentException("--master " + master + " makes " + inMaster
                        + " attempts per task but --max-attempts says " + settings.maxAttempts() + "; give one of them");
            }
            attempts = settings.maxAttempts() != null ? settings.maxAttempts()
                    : inMaster != null ? inMaster : DEFAULT_ATTEMPTS;
            if (attempts < 1) {
                throw new IllegalArgumentException("--master " + master + ": attempts must be at least 1");
            }
            // Local mode retries only as its master says; a bare local[N] would make one attempt.
            conf.setMaster("local[" + threads + "," + attempts + "]");
            conf.setIfMissing("spark.ui.enabled", "false");
            conf.setIfMissing("spark.driver.host", "localhost");
            conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
        } else {
            attempts = settings.maxAttempts() != null ? settings.maxAttempts()
                    : conf.getInt("spark.task.maxFailures", DEFAULT_ATTEMPTS);
            conf.setMaster(master);
            conf.set("spark.task.maxFailures", Integer.toString(attempts));
            // Executors elsewhere need repsim's classes: spark-submit ships its jar; ./repsim names
            // the shaded one for the driver to serve.
            String jar = System.getProperty(SHADED_JAR);
            if (jar != null && !conf.contains("spark.jars")) {
                conf.set("spark.jars", jar);
            }
        }
        // Every output comes back to the driver (as a local run keeps them) but is handed on as each
        // partition ends, so Spark's cap on a job's total results (1 GiB) would only cut large batches.
        conf.setIfMissing("spark.driver.maxResultSize", "0");
        JavaSparkContext spark;
        try {
            spark = new JavaSparkContext(conf);
        } catch (Exception e) {   // Spark throws SparkException (checked in Java) undeclared, e.g. for a bad master URL
            String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            throw new IllegalArgumentException("Spark did not start with master " + master + ": " + m.lines().findFirst().orElse(m), e);
        }
        return new SparkEngine(spark, attempts, settings.partitions(), notes);
    }
}
