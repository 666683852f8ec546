# call_at with equal times runs in scheduling order; cancelled handles do not run
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    when = loop.time() + 0.02
    hs = [loop.call_at(when, print, "h", i) for i in range(5)]
    hs[2].cancel()
    print(hs[2].cancelled(), hs[0].cancelled())
    loop.call_at(when - 0.01, print, "earlier")
    await asyncio.sleep(0.05)
    print("end")

asyncio.run(main())
