/**
 * Declarations of experiment-file parameters on model records ({@link org.repsim.engine.param.Param},
 * {@link org.repsim.engine.param.Inline}). Annotations only: the experiments module reads them
 * to build the {@code scenario:} schema and the records; models never look at them.
 */
package org.repsim.engine.param;
