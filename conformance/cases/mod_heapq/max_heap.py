# max heap by negation and stability
import heapq
h = []
for x in [3, 1, 4, 1, 5, 9, 2, 6]:
    heapq.heappush(h, -x)
print([-heapq.heappop(h) for _ in range(4)], h)
