# nlargest of incomparable values
import heapq
heapq.nlargest(2, [1, "a", 2, 3])
