# task_done and join
import queue
q = queue.Queue()
q.put(1); q.put(2)
q.get(); q.task_done(); q.get(); q.task_done()
q.join()
print('joined', q.unfinished_tasks)
