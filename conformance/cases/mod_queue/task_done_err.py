# task_done called too many times
import queue
queue.Queue().task_done()
