# asyncio Queue: get_nowait/put_nowait errors, qsize, full, task_done too many times
import asyncio

async def main():
    q = asyncio.Queue(maxsize=2)
    try:
        q.get_nowait()
    except asyncio.QueueEmpty as e:
        print("QueueEmpty", repr(e))
    q.put_nowait(1)
    q.put_nowait(2)
    print(q.qsize(), q.full(), q.empty(), q.maxsize)
    try:
        q.put_nowait(3)
    except asyncio.QueueFull:
        print("QueueFull")
    print(q.get_nowait(), q.get_nowait())
    q.task_done()
    q.task_done()
    try:
        q.task_done()
    except ValueError as e:
        print(e)
    print(str(q))

asyncio.run(main())
