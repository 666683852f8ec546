# mode of empty data
import statistics
statistics.mode([])
