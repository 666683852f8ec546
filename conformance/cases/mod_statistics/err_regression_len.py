# linear_regression of different lengths
import statistics
statistics.linear_regression([1, 2], [1])
