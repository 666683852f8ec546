# deque as a BFS queue
from collections import deque
graph = {1: [2, 3], 2: [4], 3: [4, 5], 4: [6], 5: [6], 6: []}
seen, order, q = {1}, [], deque([1])
while q:
    n = q.popleft()
    order.append(n)
    for m in graph[n]:
        if m not in seen:
            seen.add(m)
            q.append(m)
print(order)
