# heapreplace on an empty heap
import heapq
heapq.heapreplace([], 1)
