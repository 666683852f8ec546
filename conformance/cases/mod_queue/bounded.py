# bounded queue: full and Full
import queue
q = queue.Queue(maxsize=2)
q.put(1); q.put(2)
print(q.full(), q.qsize())
try:
    q.put_nowait(3)
except queue.Full:
    print('full')
try:
    q.put(3, timeout=0.01)
except queue.Full:
    print('full after timeout')
print(q.get(), q.full())
