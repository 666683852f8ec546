# mean of strings
import statistics
statistics.mean(['a', 'b'])
