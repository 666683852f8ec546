# heapify of a large list (cache-friendly path)
import heapq, random
random.seed(7)
data = [random.randrange(100000) for _ in range(6000)]
heapq.heapify(data)
print(data[:20], data[-5:])
print(all(data[i] <= data[2 * i + 1] for i in range(len(data) // 2 - 1)))
print([heapq.heappop(data) for _ in range(10)])
