# LifoQueue and PriorityQueue
import queue
l = queue.LifoQueue()
p = queue.PriorityQueue()
for x in [3, 1, 2]:
    l.put(x)
    p.put((x, 'item%d' % x))
print([l.get() for _ in range(3)], [p.get() for _ in range(3)])
