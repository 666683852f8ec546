# Queue FIFO order and size
import queue
q = queue.Queue()
for i in range(3):
    q.put(i)
print(q.qsize(), q.empty(), q.full())
print(q.get(), q.get_nowait(), q.get(), q.empty())
q.put_nowait('x')
print(q.get(block=False), q.maxsize)
