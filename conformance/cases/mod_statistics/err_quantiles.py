# quantiles of one point
import statistics
statistics.quantiles([1])
