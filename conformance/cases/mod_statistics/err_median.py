# median of empty data
import statistics
statistics.median([])
