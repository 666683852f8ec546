# uncaught: set().intersection_update(1)
set().intersection_update(1)
