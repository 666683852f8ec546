# Dijkstra with heapq
import heapq
graph = {'a': [('b', 7), ('c', 9), ('f', 14)], 'b': [('c', 10), ('d', 15)], 'c': [('d', 11), ('f', 2)], 'd': [('e', 6)], 'e': [], 'f': [('e', 9)]}
dist = {'a': 0}
pq = [(0, 'a')]
while pq:
    d, n = heapq.heappop(pq)
    if d > dist.get(n, float('inf')):
        continue
    for m, w in graph[n]:
        nd = d + w
        if nd < dist.get(m, float('inf')):
            dist[m] = nd
            heapq.heappush(pq, (nd, m))
print(sorted(dist.items()))
