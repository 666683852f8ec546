# heappush and heappop order and layout
import heapq
h = []
for x in [5, 3, 8, 1, 9, 2, 7, 1]:
    heapq.heappush(h, x)
    print(h)
print([heapq.heappop(h) for _ in range(len(h))])
