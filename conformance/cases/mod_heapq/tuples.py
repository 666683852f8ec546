# heap of tuples (priority queue)
import heapq
h = []
for item in [(3, 'c'), (1, 'a'), (2, 'b'), (1, 'z')]:
    heapq.heappush(h, item)
while h:
    print(heapq.heappop(h))
