# SimpleQueue get_nowait when empty
import queue
queue.SimpleQueue().get_nowait()
