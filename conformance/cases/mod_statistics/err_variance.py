# variance of one point
import statistics
statistics.variance([1])
