# StatisticsError is a ValueError
import statistics
print(issubclass(statistics.StatisticsError, ValueError))
try:
    statistics.median([])
except ValueError as e:
    print(type(e).__name__, e)
