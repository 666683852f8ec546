# heap argument must be a list
import heapq
heapq.heappush((1,), 2)
