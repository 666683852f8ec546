# an uncaught KeyboardInterrupt: traceback, death by SIGINT
print("start")
raise KeyboardInterrupt
