# pstdev of no data
import statistics
statistics.pstdev([])
