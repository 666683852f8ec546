# heappop on an empty heap
import heapq
heapq.heappop([])
