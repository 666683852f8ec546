# geometric_mean of non-positive data
import statistics
statistics.geometric_mean([1, 0])
