# quantiles with n < 1
import statistics
statistics.quantiles([1, 2], n=0)
