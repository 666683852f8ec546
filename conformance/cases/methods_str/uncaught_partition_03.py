# uncaught: 'abc'.rpartition()
'abc'.rpartition()
