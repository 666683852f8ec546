# Empty on get_nowait and timeout
import queue
q = queue.Queue()
try:
    q.get_nowait()
except queue.Empty as e:
    print('empty', repr(e), issubclass(queue.Empty, Exception))
try:
    q.get(timeout=0.01)
except queue.Empty:
    print('empty after timeout')
