# an async for left early (break, an exception) finalizes its async generator: aclose runs as a task
import asyncio
async def gen(name):
    try:
        for i in range(10):
            yield i
    finally:
        print("finally", name)
async def main():
    async for x in gen("a"):
        if x == 2:
            break
    print("after loop")
    await asyncio.sleep(0)
    print("after sleep")
    try:
        async for x in gen("b"):
            raise ValueError(x)
    except ValueError as e:
        print("caught", e)
    await asyncio.sleep(0)
    print("after sleep 2")
    g = gen("c")
    async for x in g:
        break
    print("kept g")
    await asyncio.sleep(0)
    print("end main")
asyncio.run(main())
print("after run")
