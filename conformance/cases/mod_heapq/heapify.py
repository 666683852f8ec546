# heapify layouts
import heapq
for data in [list(range(10, 0, -1)), [3, 1, 2], [], [1], [5, 5, 5, 1], list('heapify')]:
    heapq.heapify(data)
    print(data)
