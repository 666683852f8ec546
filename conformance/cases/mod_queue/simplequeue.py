# SimpleQueue
import queue
s = queue.SimpleQueue()
s.put(1); s.put_nowait(2)
print(s.qsize(), s.get(), s.get_nowait(), s.empty())
try:
    s.get_nowait()
except queue.Empty:
    print('empty')
