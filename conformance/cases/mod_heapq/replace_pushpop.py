# heapreplace and heappushpop
import heapq
h = [1, 3, 5, 7]
print(heapq.heapreplace(h, 4), h)
print(heapq.heappushpop(h, 2), h)
print(heapq.heappushpop(h, 0), h)
print(heapq.heappushpop([], 5))
