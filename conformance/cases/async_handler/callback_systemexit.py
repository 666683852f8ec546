# SystemExit raised by a callback is not handled: it ends the loop and the program
import asyncio

def stop():
    print("stopping")
    raise SystemExit(3)

async def main():
    asyncio.get_running_loop().call_soon(stop)
    await asyncio.sleep(0.01)
    print("not reached")

asyncio.run(main())
