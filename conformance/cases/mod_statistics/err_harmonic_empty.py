# harmonic_mean of no data
import statistics
statistics.harmonic_mean([])
