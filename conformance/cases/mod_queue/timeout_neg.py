# negative timeout
import queue
queue.Queue().get(timeout=-1)
