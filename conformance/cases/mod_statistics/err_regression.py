# linear_regression of a constant x
import statistics
statistics.linear_regression([2, 2, 2], [1, 2, 3])
