# heappush with one argument
import heapq
heapq.heappush([])
