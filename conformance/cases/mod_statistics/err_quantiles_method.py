# quantiles with an unknown method
import statistics
statistics.quantiles([1, 2, 3], method="x")
