# simplefilter("error"): a never-awaited coroutine cannot raise; it is reported as an ignored exception
import warnings
warnings.simplefilter("error")


async def job():
    return 1


job()
print("still running")
raise SystemExit(3)
