# a SystemExit subclass
class Done(SystemExit):
    pass
raise Done(4)
