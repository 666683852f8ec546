# heappush of incomparable items
import heapq
h = [1]
heapq.heappush(h, 'a')
