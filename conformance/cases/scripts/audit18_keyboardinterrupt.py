# audit: KeyboardInterrupt uncaught: traceback, then death by SIGINT
print("before")
raise KeyboardInterrupt
