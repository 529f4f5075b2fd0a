// Package indicator drives a buzzer and/or LED on GPIO outputs to
// acknowledge reads: a short pulse for a good read ([Accept]) and a
// three-beep pattern for a rejected one ([Reject]).
//
// [Play] is the synchronous core (pins and a sleep function in, levels out);
// [Indicator] runs it on its own goroutine so a reader loop never waits on a
// beep, dropping a pattern rather than queueing beeps behind each other.
package indicator
