# uncaught: setattr(True, 'denominator', 2)
setattr(True, 'denominator', 2)
