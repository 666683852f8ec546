# uncaught Full
import queue
q = queue.Queue(1)
q.put(1)
q.put_nowait(2)
