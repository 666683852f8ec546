# covariance of different lengths
import statistics
statistics.covariance([1, 2], [1, 2, 3])
